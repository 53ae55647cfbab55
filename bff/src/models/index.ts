export { AiActAssessmentRow, AiActObligationRow, ProjectFriaRow } from './ai-act.ts';
export {
  BaseModel,
  CompanyOwnedModel,
  CompanyTimestampedModel,
  ProjectOwnedModel,
  TimestampedModel,
} from './base-model.ts';
export { BudgetPlanMonth } from './budget-plan-month.ts';
export { Company } from './company.ts';
export { ApiToken } from './api-token.ts';
export { CompanyMember } from './company-member.ts';
export { EmbedApp, EmbedOrigin, EmbedRefreshToken } from './embed.ts';
export { Feedback } from './feedback.ts';
export {
  CustomFrameworkItemRow,
  CustomFrameworkLinkRow,
  CustomFrameworkRow,
  SoaEntryRow,
  SoaVersionRow,
} from './frameworks.ts';
export {
  IncidentActionRow,
  IncidentAnswerRow,
  IncidentReportRow,
  IncidentRow,
  IncidentTimelineEntryRow,
} from './incident.ts';
export { Integration } from './integration.ts';
export { Invitation } from './invitation.ts';
export { LlmModel } from './llm-model.ts';
export { Milestone } from './milestone.ts';
export { ObligationEvidenceRow } from './obligation-evidence.ts';
export { findOwned, type Owned, type OwnedModel } from './owned.ts';
export { Person } from './person.ts';
export { Project } from './project.ts';
export { ProjectAllocation } from './project-allocation.ts';
export { ProjectBaseline } from './project-baseline.ts';
export { ProjectDependency } from './project-dependency.ts';
export { ProjectDora } from './project-dora.ts';
export { ProjectGdpr } from './project-gdpr.ts';
export { ProjectLink } from './project-link.ts';
export { ProjectLlmModel } from './project-llm-model.ts';
export {
  KpiMeasurement,
  ProjectBenefit,
  ProjectGate,
  ProjectKpi,
  ProjectValue,
} from './project-value.ts';
export { Risk } from './risk.ts';
export { Session } from './session.ts';
export { SpendEntry } from './spend-entry.ts';
export { StatusReport } from './status-report.ts';
export { TwoFactorCredential, TwoFactorRecoveryCode } from './two-factor.ts';
export { User } from './user.ts';
export { UserPreferences } from './user-preferences.ts';
