/** The addresses of an article's text pages (issue 17 §1). */
export const articlePath = (id: string | number): string => `/newspaper/article/${id}`;
export const correctPath = (id: string | number): string => `${articlePath(id)}/correct`;
export const historyPath = (id: string | number): string => `${articlePath(id)}/history`;
