import type { ReactNode } from 'react';
import { CardContent, TitledCard } from '@portfolio/ui';

export interface SectionCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}

/** One section of the intake's pages: a titled card, what it holds padded under its heading. */
export function SectionCard({ children, ...heading }: SectionCardProps) {
  return (
    <TitledCard {...heading}>
      <CardContent>{children}</CardContent>
    </TitledCard>
  );
}
