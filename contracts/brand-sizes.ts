// Brand sizes by yearly revenue, in display order: the one list that reviews ("good for", the reviewer's own
// brand), a company's fit facts, the search's brand-size facet, operator stacks and awards read
// (docs/decisions/092-one-definition-per-enumeration.md). The keys are stored in the database as they are.
export const brandSizes = ["startup", "sixFigures", "sevenFigures", "eightFigures", "nineFiguresPlus"] as const;
export type BrandSize = (typeof brandSizes)[number];

/** The size as a choice: "6 figures". */
export const brandSizeLabels: Record<BrandSize, string> = {
  startup: "Start up",
  sixFigures: "6 figures",
  sevenFigures: "7 figures",
  eightFigures: "8 figures",
  nineFiguresPlus: "9 figures+",
};

/** The brands of a size, as a plural noun: "good for 6-figure brands". */
export const brandSizeAudiences: Record<BrandSize, string> = {
  startup: "startups",
  sixFigures: "6-figure brands",
  sevenFigures: "7-figure brands",
  eightFigures: "8-figure brands",
  nineFiguresPlus: "9-figure+ brands",
};
