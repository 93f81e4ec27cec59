import { apiBlob } from '../http/httpClient';
import { useLoginDetails } from '../auth/useLoginDetails';
import { useHoverCard } from './useHoverCard';
import { useObjectUrl } from './useObjectUrl';

/** Where the ID-card PDF lives (spec 000 §7: GET users/docs/{folderName}/{fileName}, bearer token). */
export const idCardPath = (folderName: string, fileName: string) =>
  `/api/users/docs/${encodeURIComponent(folderName)}/${encodeURIComponent(fileName)}`;

/** The ID-card thumbnail: the PDF is fetched once, the first time the card is opened. */
export function useIdCard() {
  const idCard = useLoginDetails()?.userDetails?.idCard;
  const path = idCard?.folderName && idCard?.fileName ? idCardPath(idCard.folderName, idCard.fileName) : null;
  const pdf = useObjectUrl(path, (url) => apiBlob(url, { silent: true }));
  const card = useHoverCard();

  const open = () => {
    pdf.load();
    card.enter();
  };

  return {
    available: path !== null,
    fileName: idCard?.fileName ?? '',
    status: pdf.status,
    url: pdf.url,
    open: card.open,
    enter: open,
    leave: card.leave,
    close: card.close,
  };
}
