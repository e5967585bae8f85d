/** The operator console: its own lazy chunk, reached at /staff. */
export { StaffConsolePage } from './pages/staff-console-page.tsx';
