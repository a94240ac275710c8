/**
 * HTML from the CMS and OCR text arrive sanitised by the server (DOMPurify, see ARCHITECTURE.md),
 * so they are rendered as they are.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
