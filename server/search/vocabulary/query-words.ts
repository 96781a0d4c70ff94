// Part of discovery search's maintained vocabulary: how operators name the things in the catalog (category names,
// company names and catalog features come from the database; these tables add the words people use for them).
// Phrases are lower case; matching is on whole words, longest phrase first. Add words when the search log shows
// operators using them, never to fit one judged query.

/**
 * Words that say what the operator wants to do rather than what they are looking for: not topics
 * a company's description is compared with ("build and launch a store", "set up my first shop").
 */
export const intentWords = new Set(
  `build building launch launching set setting up start starting started first sell selling see get getting make
  create open fix migrate move moving answer answering send sending reduce other now gone through every all new`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Words that carry no meaning for retrieval once facets are taken out. */
export const fillerWords = new Set(
  `a an the and or but for of to in on at by with from into our my your their his her its we i me us you they it this that these those
  is are be been being am was were do does did have has had need needs needed want wants wanted looking look find finding search
  recommend recommendation recommendations suggest suggestions best good great top better which what who where how any some
  something someone anything tool tools app apps software platform platforms solution solutions service services company companies
  brand brands store stores shop shops business businesses ecommerce e-commerce online dtc d2c help please can could would should
  will just also very really more most than then there here like so too use using used run running grow growing scale scaling
  team teams small big large medium size sized per month year program programs programme programmes
  alternative alternatives vs versus competitor competitors instead compare compared comparison similar replacement replace
  switch switching integrate integrates integration integrations works connects syncs`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Words that end the head of a query ("a/b testing tool | for landing pages"). */
export const linkingWords = new Set([
  "for",
  "with",
  "that",
  "which",
  "who",
  "to",
  "in",
  "on",
  "at",
  "from",
  "where",
  "without",
]);
