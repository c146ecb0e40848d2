import { createContext, useContext } from 'react';
import { pageDataElementId, type PageData } from '@skillswap/contracts/explore/page-data';

/** What the server embedded in this page's HTML (none on most pages); App provides it. */
export const PageDataContext = createContext<PageData>({});

export function usePageData() {
  return useContext(PageDataContext);
}

/** Reads the JSON the server embedded in the HTML, once, at start-up; none when the page has none. */
export function readPageData(): PageData {
  const text = document.getElementById(pageDataElementId)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return {};
  }
}
