// Badge colours of a scraping job's status and a run's scraping status (success or partial success count as successful,
// spec 1 section 4).
type BadgeColor = 'success' | 'warning' | 'danger' | 'informative' | 'brand';

export function jobStatusColor(status: string): BadgeColor {
  if (status === 'COMPLETED') return 'success';
  if (status === 'IN_PROGRESS') return 'brand';
  if (status === 'FAILED') return 'danger';
  return 'warning';
}

export function scrapingStatusColor(status: string): BadgeColor {
  if (status === 'SUCCESS') return 'success';
  if (status === 'PARTIAL_SUCCESS') return 'warning';
  return 'danger';
}
