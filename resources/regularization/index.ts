export { RegularizationPage, default } from './RegularizationPage';
export { useRegularization } from './useRegularization';
export { createRegularizationController } from './regularizationController';
