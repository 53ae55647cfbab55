/**
 * @portfolio/ui/questions: yes-or-no questions and the EU AI Act's question groups and reasons,
 * as a project's assessment and a proposal's screening ask them. A subpath rather than the kit's
 * index: the kit is shared whole with every page, and only those two forms ask these.
 */
export { YesNoQuestion, type YesNoQuestionProps } from './yes-no-question';
export { AiActArticle, AiActReasons, type AiActReasonsProps } from './ai-act-reasons';
export { AiActQuestionGroup, type AiActQuestionGroupProps } from './ai-act-question-group';
