import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** What the current page tells the shell: its title and the mobile header's controls. */
export interface PageMeta {
  /** Shown in the mobile back-style header and in the document title. */
  title?: string;
  /** Mobile: the back-style header (back button + title) instead of the logo header. */
  back?: boolean;
  /** Mobile: a share button in the back-style header (the spec shows it on 'Product Detail'). */
  share?: boolean;
  /** Mobile: hide the cart button. */
  hideCart?: boolean;
}

const Ctx = createContext<{ meta: PageMeta; setMeta: (m: PageMeta) => void }>({ meta: {}, setMeta: () => {} });

export function PageMetaProvider({ children }: { children: ReactNode }) {
  const [meta, setMeta] = useState<PageMeta>({});
  return <Ctx.Provider value={{ meta, setMeta }}>{children}</Ctx.Provider>;
}

export function useCurrentPageMeta(): PageMeta {
  return useContext(Ctx).meta;
}

/** Pages call this to set their title (document and mobile header) and header controls. */
export function usePageMeta(meta: PageMeta): void {
  const { setMeta } = useContext(Ctx);
  const { title, back, share, hideCart } = meta;
  useEffect(() => {
    setMeta({ title, back, share, hideCart });
    document.title = title ? `${title} | Larder` : 'Larder — fresh meat & groceries delivered';
    return () => setMeta({});
  }, [setMeta, title, back, share, hideCart]);
}
