import { Dashboard } from '../components/dashboard';

/** `./Dashboard`: the portfolio dashboard (`/`). */
export default Dashboard;
