// The login pages' layout: a centred card with the product's mark over a quiet background.
import { Body1, Card, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { ProductMark } from '../../app/shell/ProductMark';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXL,
    padding: tokens.spacingHorizontalXL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: `radial-gradient(circle at 20% 0%, ${tokens.colorBrandBackground2} 0, transparent 45%)`,
  },
  card: {
    width: '400px',
    maxWidth: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
    boxShadow: tokens.shadow16,
    borderRadius: tokens.borderRadiusXLarge,
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  subtitle: { color: tokens.colorNeutralForeground3 },
  footer: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface AuthCardProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <ProductMark size="large" />
      <Card className={styles.card}>
        <div className={styles.header}>
          <Title3 as="h1">{title}</Title3>
          <Body1 className={styles.subtitle}>{subtitle}</Body1>
        </div>
        {children}
      </Card>
      <span className={styles.footer}>Internal tool · for staff only</span>
    </div>
  );
}
