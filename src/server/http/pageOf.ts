/** A paged answer as the spec's lists read it: `content`, `totalElements`, `totalPages`. */
export const pageOf = <T>(content: T[], totalElements: number, size: number) => ({ content, totalElements, totalPages: Math.ceil(totalElements / size) });
