/** The deadline's calendar lives in src-shared, so the renderer's form reads the same "today". */
export { marketToday } from '../../src-shared/rules/market-calendar';
