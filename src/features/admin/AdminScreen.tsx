import { PageHeader } from '../../components/PageHeader/PageHeader';

/** Admin Panel (/admin). Its cards and tabs arrive with the admin issues. */
export function AdminScreen() {
  return <PageHeader title="Admin Panel" subtitle="Manage your AI system and upload training data" />;
}
