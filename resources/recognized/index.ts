export { default } from './RecognitionPage';
export { RecognitionCard } from './RecognitionCard';
