import type { WidgetProps } from '@portfolio/ui';
import { LlmRegistry } from '../models/llm-registry';

/** The /llm-models page: the company's model registry. */
export default function LlmRegistryWidget(props: WidgetProps) {
  return <LlmRegistry {...props} />;
}
