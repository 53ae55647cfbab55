import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { YesNoQuestion, type YesNoQuestionProps } from './yes-no-question';

const meta = {
  title: 'Kit/YesNoQuestion',
  component: YesNoQuestion,
  args: {
    name: 'piloted',
    question: 'Has it been piloted?',
    value: undefined,
    onChange: () => {},
    hint: 'A pilot with real users, however small.',
  },
} satisfies Meta<typeof YesNoQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};
export const Answered: Story = { args: { value: false } };
/** An error takes the hint's place and is announced. */
export const Required: Story = {
  args: { required: true, error: 'Answer the required questions: Has it been piloted?' },
};

/** Answers for real, starting from the story's answer. */
function Answer(props: YesNoQuestionProps) {
  const [value, setValue] = useState(props.value);
  return <YesNoQuestion {...props} value={value} onChange={setValue} />;
}

export const Interactive: Story = { render: (args) => <Answer {...args} /> };
