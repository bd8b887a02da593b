import { useEffect } from 'react';

/** Sets the document's meta description while the page is shown, then puts the shop's own back. */
export function useMetaDescription(description: string | undefined): void {
  useEffect(() => {
    if (!description) return;
    const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) return;
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
}
