export { ActionItemPlan, type ActionItemPlanProps, PLAN_SAVE_DELAY_MS } from './ActionItemPlan';
export { ActionItems, type ActionItemsProps, type DatedSuggestion, MAX_ACTION_ITEMS } from './ActionItems';
export { BackToToolMain, BackToTools } from './BackToTools';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { CounsellingMemo } from './CounsellingMemo';
export { CouponRedeem, type CouponRedeemProps, type Redeemed, redeemedText } from './CouponRedeem';
export { type BoundCall, type BoundCalls, bindCalls } from './calls';
export { dueDateIn } from './dates';
export { FIT_BANDS, FitBand, type FitBandKey, fitBandOf, PREPARATION_LABELS } from './fit';
export { isRefusal, Loaded, type LoadedProps } from './Loaded';
export { QualityNotes, type QualityNotesProps } from './QualityNotes';
export { FIT_LABELS, ResultFeedback } from './ResultFeedback';
export { ResultGate, type ResultGateProps } from './ResultGate';
export { letterheadOf, ReportPdf, ResultPdf, resultDay } from './ResultPdf';
export { ResultTakeaway, type ResultTakeawayProps } from './ResultTakeaway';
export { RunSaveStatus } from './RunSaveStatus';
export { StreamedWriting, type StreamedWritingProps } from './StreamedWriting';
export {
  createSaveQueue,
  type QueueState,
  SAVE_DELAY_MS,
  SAVE_MAX_WAIT_MS,
  type SaveQueue,
  type SendOutcome,
  type SentAnswer,
} from './saveQueue';
export { ActionItemScreen, type ActionItemScreenProps } from './screens/ActionItemScreen';
export { NoOpenRun } from './screens/NoOpenRun';
export { pastResultLabel, pastResultTime } from './screens/pastResults';
export { RatingChecklist, type RatingChecklistProps } from './screens/RatingChecklist';
export { ToolIntroduce, type ToolIntroduceProps } from './screens/ToolIntroduce';
export { ToolMain, type ToolMainProps } from './screens/ToolMain';
export { type ToolAccess, ToolAccessNotice, type ToolAccessNoticeProps } from './ToolAccessNotice';
export { type ToolContextValue, type ToolScreenName, useTool } from './ToolContext';
export { ToolRunProvider, type ToolRunProviderProps, useToolRun } from './ToolRunContext';
export { ToolScreen, type ToolScreenProps } from './ToolScreen';
export { ToolShell, type ToolShellProps } from './ToolShell';
export { createToolRun, type ToolRun, type ToolRunState } from './toolRun';
export type * from './types';
export { useAnswerValue, useItemText } from './useAnswerValue';
export { useLoaded } from './useLoaded';
export { useShownResult } from './useShownResult';
export { type StreamedText, type StreamedTextOptions, useStreamedText } from './useStreamedText';
export { type CarryingAnswer, WhyThisResult, type WhyThisResultProps } from './WhyThisResult';
