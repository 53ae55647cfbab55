import { ByDepartment } from '../components/by-department';

/** `./ByDepartment`: projects by department (`/by-department`). */
export default ByDepartment;
