export const productPath = (route: string) => `/pr/${route}`;
export const searchPath = (keyword: string) => `/search/${encodeURIComponent(keyword)}`;
export const categoryPath = (route: string) => `/c/${route}`;
