import { ByStatus } from '../components/by-status';

/** `./ByStatus`: projects by status (`/by-status`). */
export default ByStatus;
