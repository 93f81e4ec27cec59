export { default } from "./LeaveGranterPage";
