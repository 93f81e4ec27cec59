import { usePageStore } from '../../src/app/pageStore/usePageStore';
import { choiceOf } from '../../widgets/people/employeeOptionsPage';
import { recognitionApi } from './recognitionApi';
import { createRecognitionStore } from './recognitionStore';

/** The Recognition screen's store for the mounted page, and the edited note's names for the picker. */
export function useRecognition() {
  const view = usePageStore(() => createRecognitionStore(recognitionApi), (store) => store.load());
  return { ...view, known: view.editing && view.editing !== 'new' ? view.editing.employees.map(choiceOf) : [] };
}
