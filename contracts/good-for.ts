// Brand sizes a review can say a tool is good for, in display order.
export const goodForKeys = ["startup", "sixFigures", "sevenFigures", "eightFigures", "nineFiguresPlus"] as const;
export type GoodForKey = (typeof goodForKeys)[number];

export const goodForLabels: Record<GoodForKey, string> = {
  startup: "Start up",
  sixFigures: "6 figures",
  sevenFigures: "7 figures",
  eightFigures: "8 figures",
  nineFiguresPlus: "9 figures+",
};
