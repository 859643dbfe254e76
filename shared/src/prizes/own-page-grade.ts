// From which grade a participant writes their own page's message: grade 8, when children are 13 and
// over (the age a child may hold an account of their own on most platforms). A participant without
// a grade, or with an imported grade that is not a number, cannot: we do not know their age. The
// server decides with it; the account page offers the editor only to those it lets write.
export const firstGradeWritingOwnPage = 8;

export function writesOwnPage(grade: string | undefined): boolean {
  if (grade === undefined || !/^\d{1,2}$/u.test(grade.trim())) return false;
  const value = Number(grade.trim());
  return value >= firstGradeWritingOwnPage && value <= 12;
}
