// Consultant logs (decision 024): a note as written, the consultant's editor, and their log book
// (the week, their notes, a student's path, the majors of their classes).
export * from './ConsultantLogBook';
export * from './NoteEditor';
export * from './NotePopup';
export * from './NoteView';
export * from './ReasonForm';
