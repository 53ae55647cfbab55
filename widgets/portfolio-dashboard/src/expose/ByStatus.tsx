import { ByStatus } from '../components/by-status/by-status';

/** `./ByStatus`: projects by status (`/by-status`). */
export default ByStatus;
