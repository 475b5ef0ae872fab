// The part of leaflet.markercluster's API the map uses (react-leaflet-cluster refers to these types; the package that
// would declare them, @types/leaflet.markercluster, is not a dependency).
import 'leaflet';

declare module 'leaflet' {
  interface MarkerClusterGroupOptions extends LayerOptions {
    maxClusterRadius?: number;
    disableClusteringAtZoom?: number;
    iconCreateFunction?: (cluster: MarkerCluster) => Icon | DivIcon;
    showCoverageOnHover?: boolean;
    spiderfyOnMaxZoom?: boolean;
    zoomToBoundsOnClick?: boolean;
    removeOutsideVisibleBounds?: boolean;
    animate?: boolean;
    chunkedLoading?: boolean;
    clusterPane?: string;
  }

  class MarkerCluster extends Marker {
    getChildCount(): number;
    getAllChildMarkers(): Marker[];
  }

  class MarkerClusterGroup extends FeatureGroup {
    constructor(options?: MarkerClusterGroupOptions);
    addLayers(layers: Layer[], skipLayerAddEvent?: boolean): this;
    removeLayers(layers: Layer[]): this;
  }
}
