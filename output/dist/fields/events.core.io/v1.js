// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { findUnknownFieldsEvent, findUnknownFieldsEventList, findUnknownFieldsEventSeries, unknownFieldsEventAt, unknownFieldsEventListAt, unknownFieldsEventSeriesAt } from "../../api/events.core.io/v1.js";
