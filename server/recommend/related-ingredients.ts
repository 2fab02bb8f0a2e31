// Groups of ingredients a nose takes for near-synonyms: the same material under another name or
// origin (rose, May rose, Turkish rose), a molecule and the natural it comes from (ambroxan and
// ambergris, coumarin and tonka bean, vanillin and vanilla), or notes that play the same part in a
// formula (the caramel accords, the white musks). The similarity counts two notes of one group as
// largely the same note (similarity.ts), so a perfume built on Calabrian bergamot is not a stranger
// to one built on bergamot.
//
// Keys are catalog ingredient keys (catalog/ingredients.json); a key the catalog does not hold is
// ignored, and an ingredient in no group is a group of its own. Each key is in at most one group.
// The first key of a group names the family the whole group is counted in when the similarity
// compares the balance of families (ethyl maltol smells of caramel, whatever its catalog family).
// Judgement, not data: written from perfumery practice and kept short, so that only true
// near-synonyms are grouped; broader kinship is left to the ingredient families.
export const RELATED_INGREDIENT_GROUPS: readonly (readonly string[])[] = [
  // Flowers
  ['rose', 'damask-rose', 'may-rose', 'turkish-rose', 'rose-oxide'],
  ['jasmine', 'jasmine-sambac', 'hedione'],
  ['orange-blossom', 'neroli'],
  ['tuberose', 'gardenia', 'tiare', 'frangipani', 'white-flowers', 'champaca'],
  ['iris', 'orris-butter', 'orris-root'],
  // Ambers, resins, balsams
  ['vanilla', 'vanillin'],
  ['amber', 'labdanum', 'benzoin', 'styrax', 'peru-balsam', 'tolu-balsam', 'resins', 'opoponax'],
  ['incense', 'frankincense', 'myrrh', 'copal', 'elemi'],
  ['tonka-bean', 'coumarin', 'hay'],
  // Gourmand
  ['caramel', 'praline', 'ethyl-maltol', 'cotton-candy', 'marshmallow', 'sugar', 'maple-syrup'],
  ['chocolate', 'cocoa'],
  ['almond', 'hazelnut', 'pistachio', 'chestnut'],
  ['rum', 'cognac', 'whisky'],
  // Spices
  ['pink-pepper', 'black-pepper', 'szechuan-pepper'],
  ['clove', 'carnation', 'allspice', 'bay-leaf'],
  ['anise', 'star-anise', 'licorice', 'tarragon'],
  // Woods
  ['sandalwood', 'javanol'],
  ['cedarwood', 'virginia-cedar', 'atlas-cedar', 'juniper-wood'],
  ['pine', 'cypress', 'hinoki'],
  ['ambroxan', 'ambergris'],
  ['iso-e-super', 'norlimbanol', 'cashmere-wood', 'cashmeran'],
  ['birch', 'birch-tar', 'cade', 'smoke'],
  // Leather, animalic, musks
  ['leather', 'suede'],
  ['civet', 'castoreum', 'musk-animal'],
  ['tobacco', 'tobacco-leaf'],
  [
    'musk',
    'white-musk',
    'ambrettolide',
    'galaxolide',
    'habanolide',
    'helvetolide',
    'skin-musk',
    'ambrette',
  ],
  ['clean-linen', 'cotton', 'soap'],
  ['oakmoss', 'treemoss', 'moss', 'chypre-accord', 'lichen'],
  // Aromatic herbs
  ['lavender', 'lavandin', 'fougere-accord'],
  ['sage', 'clary-sage'],
  ['mint', 'peppermint'],
  ['artemisia', 'wormwood'],
  // Citrus
  ['bergamot', 'calabrian-bergamot'],
  ['orange', 'blood-orange', 'bitter-orange', 'mandarin', 'tangerine', 'kumquat'],
  ['lemon', 'citron', 'lime', 'yuzu'],
  ['lemongrass', 'lemon-verbena'],
  // Water, green, fruit
  ['sea-notes', 'calone', 'water-notes', 'ozonic-notes', 'rain'],
  ['sea-salt', 'seaweed', 'mineral-notes'],
  ['watermelon', 'melon', 'cucumber'],
  ['green-tea', 'matcha', 'black-tea', 'mate'],
  ['apple', 'green-apple'],
  ['peach', 'apricot'],
  ['raspberry', 'strawberry', 'red-berries', 'blackberry', 'blackcurrant'],
  ['pineapple', 'mango', 'passion-fruit'],
  ['fig', 'fig-leaf'],
];
