// Business constants and limits of the product specification (section 9), in one place.
export const DEFAULT_HOST_ID = 2;
export const RECOMMENDATIONS_LIMIT = 12;
export const INGREDIENT_SEARCH_PROPORTION = 10;
export const FAVOURITE_RATING = 5;
export const MAIN_INGREDIENTS_PER_PERFUME = 5;
export const HERO_THRESHOLD_PROPORTION = 10;
/** An avoided ingredient that weighs this much or more in a perfume keeps it out of suggestions. */
export const AVOIDED_INGREDIENT_PROPORTION = 10;

export const PENDING_UPDATE_NOTICE_MS = 6000;
export const BUTTON_FEEDBACK_MS = 100;
export const SEARCH_DEBOUNCE_MS = 300;
export const CONCEPT_WARNING_MS = 1000;
export const TOOLTIP_DELAY_MS = 500;

export const FUZZY_MIN_LENGTH = 5;
export const FUZZY_MAX_DISTANCE_EXCLUSIVE = 2;

export const POPULAR_INGREDIENTS = 10;
export const CHAPTER_RELATED_PERFUMES = 8;
export const CHAPTER_RELATED_INGREDIENTS = 8;
export const MAX_CONCEPTS = 3;
export const PROFILE_ROW_SIZE = 6;
export const PROFILE_MAX_SUBFAMILIES = 3;
export const FAMILIES_MAX_SELECTIONS = 2;

/** Luminance thresholds that decide dark or light text on a coloured background. */
export const CONTRAST_RGB_THRESHOLD = 186;
export const CONTRAST_LUMINANCE_THRESHOLD = 0.179;

export const ANALYTICS_APP_ID = 'wikiperfum2';

/** The longest contact message taken (characters); a longer one is refused, never cut. */
export const MAX_MESSAGE_LENGTH = 5000;
