export {
  checkLeaderElectionConfiguration,
  createControllerManager,
  DEFAULT_LEASE,
  HttpClient,
  kubeconfigClient,
  type ClientConfig,
  type ControllerManager,
  type ControllerManagerOptions,
} from "./controller-manager.js";
