/**
 * One article/section of a policy document. Plain text only (no HTML, no markdown).
 * A screen renders it in this order: title, paragraphs, items (a list), table.
 */
export interface PolicySection {
  /** Short ASCII slug, used as the anchor of the section (e.g. 'purpose' → #purpose). */
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
  table?: { caption: string; headers: string[]; rows: string[][] };
}

/** A whole policy document: 개인정보처리방침 or 서비스 이용약관. */
export interface PolicyDocument {
  title: string;
  /** 시행일, written as it is shown (e.g. '2026년 12월 1일'). */
  effectiveDate: string;
  summary: string;
  sections: PolicySection[];
}
