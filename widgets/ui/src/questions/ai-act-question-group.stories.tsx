import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AI_ACT_QUESTIONNAIRE } from '@portfolio/contracts';
import { AiActQuestionGroup, type AiActQuestionGroupProps } from './ai-act-question-group';

const questionsOf = (group: string) =>
  AI_ACT_QUESTIONNAIRE.questions.filter((q) => q.group === group);

const meta = {
  title: 'Kit/AiActQuestionGroup',
  component: AiActQuestionGroup,
  args: {
    label: 'High-risk uses (Annex III)',
    questions: questionsOf('annex_iii'),
    answers: {},
    onAnswer: () => {},
  },
} satisfies Meta<typeof AiActQuestionGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Annex III uses under the headings of their areas. */
export const AnnexIII: Story = {};

/** Answers for real; a second group below is ruled off from the first. */
function Questionnaire(props: AiActQuestionGroupProps) {
  const [answers, setAnswers] = useState(props.answers);
  const onAnswer = (id: string, value: boolean) =>
    setAnswers((current) => ({ ...current, [id]: value }));
  return (
    <div>
      <AiActQuestionGroup
        label="Prohibited practices (Article 5)"
        questions={questionsOf('prohibited')}
        answers={answers}
        onAnswer={onAnswer}
      />
      <AiActQuestionGroup {...props} answers={answers} onAnswer={onAnswer} />
    </div>
  );
}

export const Interactive: Story = { render: (args) => <Questionnaire {...args} /> };
