// The Brand panel of every task page: id (link to the brand), name, website (opens in a new tab), status, rank,
// messiness and locations.
import { Badge, Button, Link, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, OpenRegular } from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { DateTimeText } from '../../components/DateTimeText';
import type { BrandPanel_brand$key } from './__generated__/BrandPanel_brand.graphql';
import { AppLink } from './AppLink';
import { Fact, FactGrid } from './Facts';
import { humanize } from './taskPageLogic';

const useStyles = makeStyles({
  website: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  url: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const STATUS_COLOR: Record<string, 'success' | 'danger' | 'informative' | 'warning'> = { INCLUDED: 'success', EXCLUDED: 'danger', NEW: 'informative' };

export function BrandPanel({ brand: brandKey }: { brand: BrandPanel_brand$key }) {
  const styles = useStyles();
  const brand = useFragment(
    graphql`
      fragment BrandPanel_brand on Brand {
        databaseId
        name
        website
        status
        rank
        exclusionReason
        messinessScore
        businessStatus
        hasOnlyUnsupportedBusinessTypes
        locationCount
        includedLocationCount
        modifiedDate
      }
    `,
    brandKey,
  );
  return (
    <FactGrid label="Brand">
      <Fact label="ID">
        <AppLink to={`/brands/${brand.databaseId}`}>{brand.databaseId}</AppLink>
      </Fact>
      <Fact label="Name">{brand.name}</Fact>
      <Fact label="Website">
        {brand.website ? (
          <span className={styles.website}>
            <Link href={brand.website} target="_blank" rel="noreferrer noopener" className={styles.url} title={brand.website}>
              {brand.website.replace(/^https?:\/\//, '')}
            </Link>
            <Tooltip content="Open the website in a new tab" relationship="label">
              <Button as="a" href={brand.website} target="_blank" rel="noreferrer noopener" size="small" appearance="subtle" icon={<OpenRegular />} />
            </Tooltip>
            <Tooltip content="Copy the website" relationship="label">
              <Button size="small" appearance="subtle" icon={<CopyRegular />} onClick={() => void navigator.clipboard?.writeText(brand.website ?? '')} />
            </Tooltip>
          </span>
        ) : (
          'No website'
        )}
      </Fact>
      <Fact label="Status">
        <Badge appearance="tint" color={STATUS_COLOR[brand.status] ?? 'informative'}>
          {humanize(brand.status)}
        </Badge>
      </Fact>
      <Fact label="Rank">{brand.rank ? humanize(brand.rank) : null}</Fact>
      <Fact label="Messiness">{brand.messinessScore}</Fact>
      <Fact label="Locations">{`${brand.includedLocationCount} included of ${brand.locationCount}`}</Fact>
      <Fact label="Business status">{humanize(brand.businessStatus)}</Fact>
      {brand.status === 'EXCLUDED' && <Fact label="Exclusion reason">{humanize(brand.exclusionReason)}</Fact>}
      {brand.hasOnlyUnsupportedBusinessTypes && <Fact label="Businesses">Only unsupported business types</Fact>}
      <Fact label="Updated at">
        <DateTimeText value={brand.modifiedDate} />
      </Fact>
    </FactGrid>
  );
}
