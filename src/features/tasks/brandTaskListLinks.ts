// The task lists filtered by a brand, as spec 2 links them (section 2.1): the menu scraping list without the menus still
// waiting for probing, and the dish review list. The term is the brand's number: the lists' brand search matches it
// exactly (a name would also match every brand whose name holds it). Only these filters are in the URL, so the lists'
// default queues do not narrow them further.
export const menuScrapingTasksOfBrandPath = (term: string | number) =>
  `/tasks/menu-scraping?${new URLSearchParams({ brandSearchTerm: String(term), menuIsAwaitingProbing: 'false' })}`;

export const dishReviewTasksOfBrandPath = (term: string | number) => `/tasks/dish-review?${new URLSearchParams({ brandSearchTerm: String(term) })}`;
