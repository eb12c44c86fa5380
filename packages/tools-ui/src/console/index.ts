// Back-office building blocks shared by the admin console and the university area (decisions 022,
// 024): lists kept in the address, server forms with field errors and a leave guard, CSV export,
// formatting of days and periods, what an audited change changed, the participants CSV import, and
// a resource's list page declared once (ResourceList).

export * from './AccountForm';
export * from './active';
export * from './changes';
export * from './exportCsv';
export * from './Fact';
export * from './Figure';
export * from './FormPage';
export * from './form.css';
export * from './format';
export * from './GroupError';
export * from './LinkActions';
export * from './ListView';
export * from './listQuery';
export * from './ParticipantImport';
export * from './QueryFilter';
export * from './RecordPending';
export * from './ResourceList';
export * from './ToolChoice';
export * from './useServerForm';
