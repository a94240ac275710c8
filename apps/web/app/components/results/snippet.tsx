import type { SnippetPart } from '@trove/contracts';

/** A snippet with the matching words marked; the mark element is announced, not colour alone. */
export function Snippet({ parts, className }: { parts: SnippetPart[]; className?: string }) {
  return (
    <p className={className}>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}
