// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { updateEventAt, updateEventListAt, validateEvent, validateEventAt, validateEventList, validateEventListAt, validateEventListUpdate, validateEventSeries, validateEventSeriesAt, validateEventUpdate } from "../../api/events.core.io/v1.js";
