/**
 * What editing content does to results already given, said on every content screen: each result
 * keeps the wording it was computed with (issue 18; decisions 013 and 016).
 */
export const PAST_RESULTS_NOTE =
  '고친 내용은 이제부터 하는 검사에 적용됩니다. 이미 나온 결과는 계산할 때의 내용을 그대로 간직하므로 바뀌지 않습니다.';
