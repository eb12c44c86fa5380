// Consultant logs (decision 024): a note as written, and the consultant's editor.
export * from './NoteEditor';
export * from './NotePopup';
export * from './NoteView';
export * from './ReasonForm';
