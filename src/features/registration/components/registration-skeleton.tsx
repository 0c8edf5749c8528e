import { LoadingPlaceholder, type PlaceholderShape } from '@/components/ui/loading-placeholder';

/** About the shortest form any variant shows: six labelled fields. */
const FIELDS: readonly PlaceholderShape[] = Array.from({ length: 6 }, () => [
  'label' as const,
  'control' as const,
]).flat();

/**
 * The registration's place while its types, bonuses or form load: field-shaped placeholders in a
 * block at least a screen tall (forms.css), so the footer starts below the fold and nothing on
 * screen moves when the form arrives (it replaces the placeholder; it pushes nothing).
 */
export function RegistrationSkeleton() {
  return <LoadingPlaceholder shapes={FIELDS} className="registration-skeleton" />;
}
