import { type Quantity } from "./quantity-math.js";
/**
 * Parses a quantity as Kubernetes does (a JSON string or number); undefined when Kubernetes
 * rejects it. A JSON number is read from its JavaScript text (`1e+21`, `0.5`).
 */
export declare function parseQuantity(value: string | number): Quantity | undefined;
