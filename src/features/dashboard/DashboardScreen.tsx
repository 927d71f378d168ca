import { PageHeader } from '../../components/PageHeader/PageHeader';

/** Dashboard (/). Its cards and lists arrive with the dashboard issue. */
export function DashboardScreen() {
  return <PageHeader title="Dashboard" subtitle="Welcome to your Insurance AI Navigator" />;
}
