import { Dashboard } from '../components/dashboard/dashboard';

/** `./Dashboard`: the portfolio dashboard (`/`). */
export default Dashboard;
