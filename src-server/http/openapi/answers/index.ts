import type { JsonSchema } from '../route-doc';
import { accountComponents } from './accounts';
import { billingComponents } from './billing';
import { brandComponents } from './brands';
import { briefcaseComponents } from './briefcase';
import { campaignReportComponents } from './campaign-reports';
import { castingCallComponents } from './casting-calls';
import { collaborationComponents } from './collaborations';
import { contentComponents } from './content';
import { dealMoneyComponents } from './deal-money';
import { finderComponents } from './finder';
import { mediaKitComponents } from './media-kit';
import { networkComponents } from './networks';
import { proposalComponents } from './proposals';

/** Every domain answer's schema, by the domain type's name (`#/components/schemas/<name>`). */
export const answerComponents: Record<string, JsonSchema> = {
  ...accountComponents,
  ...billingComponents,
  ...brandComponents,
  ...briefcaseComponents,
  ...campaignReportComponents,
  ...castingCallComponents,
  ...collaborationComponents,
  ...contentComponents,
  ...dealMoneyComponents,
  ...finderComponents,
  ...mediaKitComponents,
  ...networkComponents,
  ...proposalComponents,
};
