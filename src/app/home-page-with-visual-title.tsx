import { HomePage } from '@/features/home/components/home-page';
import { useVisualTitle } from '@/features/seo/hooks/use-visual-title';

/** The home page with the SEO module's visible title as its H1 (its own title while asked, or when the platform has none). */
export function HomePageWithVisualTitle() {
  return <HomePage heading={useVisualTitle()} />;
}
