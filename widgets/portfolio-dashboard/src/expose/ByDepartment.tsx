import { ByDepartment } from '../components/by-department/by-department';

/** `./ByDepartment`: projects by department (`/by-department`). */
export default ByDepartment;
